/* host_facts.h: what `puppet apply` knows of the machine it runs on, for puppet-eval. */
#ifndef PUPPET_HOST_FACTS_H
#define PUPPET_HOST_FACTS_H

/* The machine's certname as Puppet derives it: its host name, with the DNS domain of
 * /etc/resolv.conf when the name has none, in lower case. malloc'ed; NULL when unknown. */
char *host_certname(void);

/* The machine's core facts as Facter names them (os, kernel, identity, processors, the legacy
 * flat facts, ...) and the ones Puppet adds (clientcert, clientversion, ...), as a JSON object
 * for PuppetOptions.facts_json. malloc'ed; NULL when out of memory. */
char *host_facts_json(const char *certname, const char *puppet_version);

#endif
