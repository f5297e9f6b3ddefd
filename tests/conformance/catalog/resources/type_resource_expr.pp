$t = Notify
$t { 'dyn': }
Resource['notify'] { 'dyn2': }
Resource[notify] { 'dyn3': }
