IntegerType
  : Expression<Type<Integer>> '[' exact = IntegerRangeValue ']'
  | Expression<Type<Integer>> '[' from = IntegerRangeValue ',' to = IntegerRangeValue ']'
  ;

IntegerRangeValue
  : Expression<Integer>
  | 'default'
  ;
