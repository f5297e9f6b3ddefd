include demo::rel
