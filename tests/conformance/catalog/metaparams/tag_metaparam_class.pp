class tagged_class {
  notify { 'child': }
}
class { 'tagged_class': tag => ['extra', 'more'] }
notify { 'n': tag => 'solo' }
Notify <| tag == 'extra' |> { message => 'collected by class tag' }
