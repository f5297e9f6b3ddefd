FunctionDefinition
  : 'private'? 'function' parameters = ParameterList? '{' statements += statements '}'
  ;

ParameterList
  : '(' parameters += Parameter ')'
  ;

Parameter
 : type=Expression<Type>? captures_rest='*'? name=QualifiedName ('=' value = Expression)?
 ;
