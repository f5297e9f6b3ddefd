Variable
  : '$' (NumericVariable | NamedVariable )
  ;

NumericVariable
  : /0|([1-9][0-9]*)/
  ;

NamedVariable
  : /[a-z_]\w*/
  | /(::)?[a-z]\w*(::[a-z]\w*)*/
  ;
