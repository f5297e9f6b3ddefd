CaseExpression
  : 'case' case_expression = Expression<R> '{' Propositions? '}'
  ;

Propositions
  : Option (',' Option)* ':' '{' Statements? '}'
  ;

Option
  : Expression<R>
  | LambdaExpression
  | 'default'
  ;
