OptionalTypeAccess
  : Expression<Type<Optional>> ('['
      type = Expression<Type>
    ']')
  ;
