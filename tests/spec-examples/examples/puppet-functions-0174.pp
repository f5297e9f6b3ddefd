UnfoldExpression
  : '*' Expression
  ;
