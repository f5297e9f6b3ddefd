class dep { notify { 'dep': } }
class main2 { require dep  notify { 'main2': } }
include main2
notice(Class['main2'])
