SelectorExpression
  : selector_expression = Expression '?' Proposition | '{' Propositions '}'
  ;

Proposition
  : Option '=>' Value
  ;

Propositions
  : Proposition (',' Proposition)* ','?
  ;

Option: Expression<R> ;
Value: Expression<R> ;
