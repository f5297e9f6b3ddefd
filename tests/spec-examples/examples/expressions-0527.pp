AndExpression
  : Expression<R> 'and' Expression<R>
  ;

OrExpression
  : Expression<R> 'or' Expression<R>
  ;

NotExpression
  : '!' Expression<R>
  ;
