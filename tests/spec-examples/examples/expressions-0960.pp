StringAccess
  : Expression<String> '[' k1 = Expression<Integer> (',' k2 = Expression<Integer>) ']'
  ;
