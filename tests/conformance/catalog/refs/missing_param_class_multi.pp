class app(String $port, $user) { }
include app
