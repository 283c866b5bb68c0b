/** GROQ pieces shared by the journey and destination queries (content model `itineraryDay`, `hotelExample`). */

export const hotelExampleProjection = `{_key, hotelId, nights, title, slug, "images": coalesce(images[0...2], []), description}`;

export const itineraryDayProjection = `{_key, region, location, image, hideImage, additionalContent, "dealsExample": coalesce(dealsExample[]${hotelExampleProjection}, [])}`;

export const journeyCardProjection = `{"id": slug.current, heroTitle, title, tags, price, cardImage}`;

export const journeyOrder = `order(_createdAt asc, _id asc)`;
