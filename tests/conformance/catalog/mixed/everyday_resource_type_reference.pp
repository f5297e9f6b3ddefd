Resource['notify'] { 'r': message => 'via Resource' }
$t = 'notify'
Resource[$t] { 'r2': }
notice(Resource['notify', 'r'])
notice(Notify['r2'] == Resource[Notify, 'r2'])
