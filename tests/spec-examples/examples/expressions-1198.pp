CollectionTypeAccess
  : Expression<Type<Collection>> ('['
     size_t = SizeConstraint
    ']')?
  ;
