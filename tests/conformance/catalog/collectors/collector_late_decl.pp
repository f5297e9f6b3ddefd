User <| title == 'late' |> { comment => 'collected' }
@user { 'late': }
notice(User['late'][comment])
