class a inherits b {}
class b inherits a {}
notice(defined('a'))
