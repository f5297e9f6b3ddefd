MatchExpression
  : Expression<R> '=~' pattern = Expression<R>
  ;
