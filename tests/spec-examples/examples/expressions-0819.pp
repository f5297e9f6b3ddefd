AssignmentExpression
  : Expression<L> '=' Expression<R>
  ;
