ArrayAccess
  : SingleElementAccess | ElementRangeAccess
  ;

SingleElementAccess
  : '[' index = Index ']'
  ;

ElementRangeAccess
  : '[' index = Index ',' count = Index ']'
  ;

Index <Integer>: Expression<R> ;
