include glance::api::authtoken
