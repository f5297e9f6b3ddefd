ArrayTypeAccess
  : Expression<Type<Array>> ('['
      value_t = Expression<Type> (',' size_t = SizeConstraint)?
    ']')?
  ;

# SizeConstraint is the same as for Hash
