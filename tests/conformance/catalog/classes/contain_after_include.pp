class lib { notify { 'lib': } }
class user1 { include lib }
class user2 { contain lib }
include user1, user2
