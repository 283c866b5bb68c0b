/** Build-time settings Vite inlines into the Studio (see studioConnection.ts). */
interface ImportMetaEnv {
  readonly SANITY_STUDIO_PROJECT_ID?: string;
  readonly SANITY_STUDIO_DATASET?: string;
  readonly SANITY_STUDIO_API_HOST?: string;
}
