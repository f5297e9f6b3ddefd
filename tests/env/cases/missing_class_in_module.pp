include demo::nosuch
