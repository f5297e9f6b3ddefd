UnlessExpression
  : 'unless' TestExpression '{' Statements? '}' ('else' '{' Statements? '}')?
  ;

TestExpression : Expression ;
