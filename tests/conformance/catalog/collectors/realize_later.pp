class c { realize(User['x']) }
include c
@user { 'x': }
notice('ok')
