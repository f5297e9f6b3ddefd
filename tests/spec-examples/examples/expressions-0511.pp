RightShiftExpression : Expression<R> '>>' Expression<R> ;
