type A = CatalogEntry[1]
notice(A)
