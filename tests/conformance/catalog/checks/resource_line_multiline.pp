notify {
  'multi':
    message => 'm',
}
@notify { 'virtual_multi':
}
realize(Notify['virtual_multi'])
