EqualityExpression
  : Expression<R> '==' Expression<R>
  ;
