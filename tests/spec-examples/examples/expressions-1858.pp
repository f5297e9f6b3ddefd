IfExpression
  : 'if' IfPart
  ;

IfPart
  : TestExpression '{' Statements? '}' ElsePart?
  ;

ElsePart
  : 'elsif' IfPart
  | 'else' '{' Statements? '}'
  ;

TestExpression : Expression ;
