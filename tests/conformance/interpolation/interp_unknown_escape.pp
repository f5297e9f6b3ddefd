notice("a\qb\$c\'d")
