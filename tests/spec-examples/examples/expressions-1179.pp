StructTypeAccess
  : Expression<Type<Struct>> ('['
     entries_t = Expression<Hash<String<1>, Type>>>
    ']')?
  ;
