class a {}
class a {}
notice('x')
