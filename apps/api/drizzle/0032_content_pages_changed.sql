-- Issue 20 (decisions 028, 046): a committed write to the articles or the knowledge pages tells every platform
-- process, which drops its cached visitor pages of the 'content' scope (an editor's publish shows at once).
CREATE TRIGGER articles_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('content');--> statement-breakpoint
CREATE TRIGGER knowledge_glossary_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_glossary
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('content');--> statement-breakpoint
CREATE TRIGGER knowledge_categories_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('content');--> statement-breakpoint
CREATE TRIGGER knowledge_conditions_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_conditions
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('content');--> statement-breakpoint
CREATE TRIGGER knowledge_services_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_services
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed('content');
