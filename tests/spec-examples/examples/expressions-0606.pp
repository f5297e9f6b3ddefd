InequalityExpression
  : Expression<R> '!=' Expression<R>
  ;
