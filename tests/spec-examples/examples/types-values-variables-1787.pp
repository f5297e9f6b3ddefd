Class > Class[c]
Class       ∪  Class               → Class
Class[c]    ∪  Class[c]            → Class[c]
Class[c1]   ∪  Class[c2]           → Class
Class[?]    ∪  (T ∈ CatalogEntry)  → CatalogEntry
Class[?]    ∪  (T ∉ CatalogEntry)  → Any
