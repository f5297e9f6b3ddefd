ResourceTypeAccess
  : OpenResource | TypedResource | ResourceReference | ResourceTypeExpression
  ;

# Any expression that evaluates to a Resource Type in some form
ResourceTypeExpression<Type<Resource>>
  : Expression<Type<Resource>>
  ;

OpenResource<Type<Resource>>
  : 'Resource'
  ;

TypedResource<Type<Resource>>
  : 'Resource' '[' type_name = TypeNameExpression ']'
  ;

ResourceReference<Type<Resource>>
  : 'Resource'
      '[' type_name = TypeNameExpression
          titles += Expression<String> (',' titles += Expression<String>)*
       ']'

TypeNameExpression
  : Expression<String>
  | ResourceType
  ;
