NotMatchExpression
  : Expression<R> '!~' pattern = Expression<R>
  ;
