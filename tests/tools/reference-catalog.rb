# reference-catalog.rb: runs the reference's `puppet apply` on one manifest without applying it,
# and writes the compiled catalog as JSON. Used by tests/tools/reference-catalog (read it first).
#
#   ruby reference-catalog.rb MANIFEST.pp CATALOG.json [puppet apply options...]
#
# It is `puppet apply` itself (Puppet::Application::Apply, same settings, same log output) with
# three changes, so that nothing on this machine is touched and no time goes to Facter:
#   - facts come from memory instead of Facter: a fixed, small set, or the JSON object of the
#     file REFERENCE_FACTS names, with what Puppet's facter terminus adds (clientcert, ...);
#     the agent's own Facter.value, which some module types' validate blocks ask when the
#     catalog is converted (mysql_grant's mysql_version), answers with that object's fact when
#     it has one (the node is the agent), else as Facter does on this machine;
#   - the compiled catalog (what the compiler returns, before the agent converts it) is written
#     as JSON in the reference's own catalog format (Puppet::Resource::Catalog#to_data_hash);
#   - applying is replaced by what the agent does before its first resource: it builds the
#     relationship graph and reports dependency cycles (Puppet::Graph::RelationshipGraph
#     #report_cycles_in_graph), and fails as the transaction then does. No resource is applied.
require 'puppet'
require 'puppet/application/apply'
require 'json'
require 'facter'

manifest, catalog_path, *options = ARGV
NODE_NAME = ENV['REFERENCE_NODE'] || 'playground.example.com'

module ReferenceCatalog
  FACTS = {
    'hostname' => NODE_NAME.split('.').first,
    'domain' => NODE_NAME.split('.')[1..-1].join('.'),
    'fqdn' => NODE_NAME,
    'clientcert' => NODE_NAME,
  }.freeze

  # Facts from memory: Facter is slow here (it waits on cloud metadata) and host-dependent.
  module Facts
    def find(key, options = {})
      return super unless self == Puppet::Node::Facts.indirection
      if ENV['REFERENCE_FACTS']
        facts = Puppet::Node::Facts.new(NODE_NAME, JSON.parse(File.read(ENV['REFERENCE_FACTS'])))
        facts.add_local_facts
        return facts
      end
      Puppet::Node::Facts.new(NODE_NAME, FACTS.dup)
    end
  end

  # Facter.value as the agent that the fact set describes answers it.
  module AgentFacts
    def value(name)
      if ENV['REFERENCE_FACTS']
        @reference_facts ||= JSON.parse(File.read(ENV['REFERENCE_FACTS']))
        return @reference_facts[name.to_s] if @reference_facts.key?(name.to_s)
      end
      super
    end
  end

  # The compiled catalog, as the compiler hands it to `puppet apply`.
  module Dump
    def resolve_and_replace(facts, catalog, *rest)
      File.write(ENV['REFERENCE_CATALOG_OUT'], JSON.pretty_generate(catalog.to_data_hash) + "\n")
      super
    end
  end

  # What the agent's transaction does before applying anything: the cycle check.
  module NoApply
    def apply_catalog(catalog)
      begin
        graph = catalog.relationship_graph
        cycles = graph.report_cycles_in_graph
        raise Puppet::Error, _('One or more resource dependency cycles detected in graph') if cycles
      rescue => detail
        Puppet.log_exception(detail, _("Failed to apply catalog: %{detail}") % { detail: detail })
        return false
      end
      0
    end
  end
end

Puppet::Indirector::Indirection.prepend(ReferenceCatalog::Facts)
Puppet::Pops::Evaluator::DeferredResolver.singleton_class.prepend(ReferenceCatalog::Dump)
Puppet::Application::Apply.prepend(ReferenceCatalog::NoApply)
Facter.singleton_class.prepend(ReferenceCatalog::AgentFacts)

ENV['REFERENCE_CATALOG_OUT'] = catalog_path
Puppet::Util::CommandLine.new('puppet', ['apply', '--certname', NODE_NAME, *options, manifest]).execute
