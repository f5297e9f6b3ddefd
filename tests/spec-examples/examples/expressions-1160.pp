TupleTypeAccess
  : Expression<Type<Tuple>> ('['
     types += Expression<Type> (',' types += Expression<Type> )*
     (',' size_t = SizeConstraint)?
    ']')?
  ;
