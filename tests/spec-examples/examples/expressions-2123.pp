TypeAliasExpression
  : 'type' QualifiedReference '=' Expression<Type>
  ;
