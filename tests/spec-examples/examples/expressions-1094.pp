HashTypeAccess
  : Expression<Type<Hash>> ('['
        key_t = Expression<Type> ','  value_t = Expression<Type>
        (',' size_t = SizeConstraint)?
    ']')?
  ;

SizeConstraint<Type<Integer>>
  : from = Expression<Integer> (',' to = (Expression<Integer> | 'default'))?
  ;
