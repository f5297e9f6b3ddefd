ovn::controller::bridge { 'physnet1:br-ex':
  before => Ovn::Controller::Port['br-ex:eth1'],
}
ovn::controller::port { 'br-ex:eth1': }
