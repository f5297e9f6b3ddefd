TypeTypeAccess
  : Expression<Type<Type>> ('['
      type = Expression<Type>
    ']')
  ;
