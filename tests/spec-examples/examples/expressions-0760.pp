InExpression
  : Expression<R> 'in' Expression<R>
  ;
