ComparisonExpression
  : Expression<R> ('<' | '>' | '<=' | '>=') Expression<R>
  ;
