StatementStyleCall
  : QualifiedName Expression (',' Expression)*
  ;

PrefixStyleCall
  : (QualifiedName | Expression<Type>) arguments = ArgumentList LambdaExpression?
  ;

InfixStyleCall
   : Expression '.' QualifiedName ('(' Expression (',' Expression)* ','? ')')? LambdaExpression?
   ;

ArgumentList
  :  '(' args += Expression (',' args += Expression)* ','? ')'
  ;

LambdaExpression
  : '|' ParameterList? '|' ReturnType? '{' Statements? '}'
  ;

ParameterList
  : ParameterDeclaration (',' ParameterDeclaration)* ','?
  ;

ParameterDeclaration
  : type= Expression<Type>?
    varag ?= '*'?
    name = VariableExpression ('=' default_value = Expression)?
  ;

VariableExpression : VARIABLE ;  # e.g. $x, $my_param

ReturnType
  : '>>' Expression<Type>
  ;
